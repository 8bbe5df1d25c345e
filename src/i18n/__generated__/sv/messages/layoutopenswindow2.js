/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutopenswindow2Inputs */

const sv_layoutopenswindow2 = /** @type {(inputs: Layoutopenswindow2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`öppnas i ett nytt fönster`)
};

/**

* @param {Layoutopenswindow2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutopenswindow2 = sv_layoutopenswindow2;
export { layoutopenswindow2 as "layoutOpensWindow" }