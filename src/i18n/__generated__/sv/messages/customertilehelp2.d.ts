export { customertilehelp2 as "customerTileHelp" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Customertilehelp2Inputs = {};
/**

* @param {Customertilehelp2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
declare const customertilehelp2: ((inputs?: Customertilehelp2Inputs, options?: {
    locale?: "sv";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Customertilehelp2Inputs, {
    locale?: "sv";
}, {}>;
