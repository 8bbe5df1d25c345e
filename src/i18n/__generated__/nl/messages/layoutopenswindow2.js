/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutopenswindow2Inputs */

const nl_layoutopenswindow2 = /** @type {(inputs: Layoutopenswindow2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`opent in een nieuw venster`)
};

/**

* @param {Layoutopenswindow2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutopenswindow2 = nl_layoutopenswindow2;
export { layoutopenswindow2 as "layoutOpensWindow" }