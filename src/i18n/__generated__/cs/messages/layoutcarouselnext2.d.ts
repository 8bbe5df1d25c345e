export { layoutcarouselnext2 as "layoutCarouselNext" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layoutcarouselnext2Inputs = {};
/**

* @param {Layoutcarouselnext2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const layoutcarouselnext2: ((inputs?: Layoutcarouselnext2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layoutcarouselnext2Inputs, {
    locale?: "cs";
}, {}>;
