export { tilemorecolours2 as "tileMoreColours" };
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tilemorecolours2Inputs = {};
/**

* @param {Tilemorecolours2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
declare const tilemorecolours2: ((inputs?: Tilemorecolours2Inputs, options?: {
    locale?: "cs";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tilemorecolours2Inputs, {
    locale?: "cs";
}, {}>;
