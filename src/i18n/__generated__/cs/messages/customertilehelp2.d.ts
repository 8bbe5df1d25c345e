export { customertilehelp2 as "customerTileHelp" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertilehelp2Inputs = {};
/**

* @param {Customertilehelp2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const customertilehelp2: ((inputs?: Customertilehelp2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertilehelp2Inputs, {
    locale?: "cs";
}, {}>;
