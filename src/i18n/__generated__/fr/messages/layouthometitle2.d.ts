export { layouthometitle2 as "layoutHomeTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layouthometitle2Inputs = {
    brand: NonNullable<unknown>;
};
/**

* @param {Layouthometitle2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
declare const layouthometitle2: ((inputs: Layouthometitle2Inputs, options?: {
    locale?: "fr";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layouthometitle2Inputs, {
    locale?: "fr";
}, {}>;
