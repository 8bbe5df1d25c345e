/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutopenswindow2Inputs */

const sk_layoutopenswindow2 = /** @type {(inputs: Layoutopenswindow2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`otvorí sa v novom okne`)
};

/**

* @param {Layoutopenswindow2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutopenswindow2 = sk_layoutopenswindow2;
export { layoutopenswindow2 as "layoutOpensWindow" }