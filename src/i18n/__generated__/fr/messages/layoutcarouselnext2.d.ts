export { layoutcarouselnext2 as "layoutCarouselNext" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutcarouselnext2Inputs = {};
/**

* @param {Layoutcarouselnext2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layoutcarouselnext2: ((inputs?: Layoutcarouselnext2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutcarouselnext2Inputs, {
    locale?: "fr";
}, {}>;
