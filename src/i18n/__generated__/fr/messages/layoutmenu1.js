/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutmenu1Inputs */

const fr_layoutmenu1 = /** @type {(inputs: Layoutmenu1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menu`)
};

/**

* @param {Layoutmenu1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutmenu1 = fr_layoutmenu1;
export { layoutmenu1 as "layoutMenu" }