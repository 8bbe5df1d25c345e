export { layoutcarouselitem2 as "layoutCarouselItem" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutcarouselitem2Inputs = {};
/**

* @param {Layoutcarouselitem2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
declare const layoutcarouselitem2: ((inputs?: Layoutcarouselitem2Inputs, options?: {
    locale?: "de-CH";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutcarouselitem2Inputs, {
    locale?: "de-CH";
}, {}>;
