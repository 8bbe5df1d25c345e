/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutmenu1Inputs */

const de_ch2_layoutmenu1 = /** @type {(inputs: Layoutmenu1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Menü`)
};

/**

* @param {Layoutmenu1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutmenu1 = de_ch2_layoutmenu1;
export { layoutmenu1 as "layoutMenu" }