/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutscrollup2Inputs */

const de_ch2_layoutscrollup2 = /** @type {(inputs: Layoutscrollup2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nach oben`)
};

/**

* @param {Layoutscrollup2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutscrollup2 = de_ch2_layoutscrollup2;
export { layoutscrollup2 as "layoutScrollUp" }