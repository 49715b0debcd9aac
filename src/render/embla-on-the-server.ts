// The server renders carousels but never runs them: in the Worker, `embla-carousel-react` is this stub
// (see [alias] in wrangler.toml), so the carousel engine ships only to browsers.
export default function useEmblaCarousel(): [(node: HTMLElement | null) => void, undefined] {
  return [() => undefined, undefined];
}
