export { recomorefrom2 as "recoMoreFrom" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Recomorefrom2Inputs = {
    category: NonNullable<unknown>;
};
/**

* @param {Recomorefrom2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const recomorefrom2: ((inputs: Recomorefrom2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Recomorefrom2Inputs, {
    locale?: "cs";
}, {}>;
