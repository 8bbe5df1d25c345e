/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutopenswindow2Inputs */

const fr_layoutopenswindow2 = /** @type {(inputs: Layoutopenswindow2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`s'ouvre dans une nouvelle fenêtre`)
};

/**

* @param {Layoutopenswindow2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutopenswindow2 = fr_layoutopenswindow2;
export { layoutopenswindow2 as "layoutOpensWindow" }