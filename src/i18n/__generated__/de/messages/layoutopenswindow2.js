/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutopenswindow2Inputs */

const de_layoutopenswindow2 = /** @type {(inputs: Layoutopenswindow2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`öffnet in einem neuen Fenster`)
};

/**

* @param {Layoutopenswindow2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutopenswindow2 = de_layoutopenswindow2;
export { layoutopenswindow2 as "layoutOpensWindow" }