/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutopenswindow2Inputs */

const cs_layoutopenswindow2 = /** @type {(inputs: Layoutopenswindow2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`otevře se v novém okně`)
};

/**

* @param {Layoutopenswindow2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutopenswindow2 = cs_layoutopenswindow2;
export { layoutopenswindow2 as "layoutOpensWindow" }