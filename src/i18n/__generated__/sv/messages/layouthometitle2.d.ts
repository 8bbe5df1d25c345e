export { layouthometitle2 as "layoutHomeTitle" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Layouthometitle2Inputs = {
    brand: NonNullable<unknown>;
};
/**

* @param {Layouthometitle2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const layouthometitle2: ((inputs: Layouthometitle2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Layouthometitle2Inputs, {
    locale?: "sv";
}, {}>;
