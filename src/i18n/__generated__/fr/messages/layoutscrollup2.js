/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutscrollup2Inputs */

const fr_layoutscrollup2 = /** @type {(inputs: Layoutscrollup2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haut de page`)
};

/**

* @param {Layoutscrollup2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutscrollup2 = fr_layoutscrollup2;
export { layoutscrollup2 as "layoutScrollUp" }