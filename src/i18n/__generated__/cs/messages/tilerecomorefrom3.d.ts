export { tilerecomorefrom3 as "tileRecoMoreFrom" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilerecomorefrom3Inputs = {
    category: NonNullable<unknown>;
};
/**

* @param {Tilerecomorefrom3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const tilerecomorefrom3: ((inputs: Tilerecomorefrom3Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilerecomorefrom3Inputs, {
    locale?: "cs";
}, {}>;
