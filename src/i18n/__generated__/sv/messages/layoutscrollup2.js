/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutscrollup2Inputs */

const sv_layoutscrollup2 = /** @type {(inputs: Layoutscrollup2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Till toppen`)
};

/**

* @param {Layoutscrollup2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutscrollup2 = sv_layoutscrollup2;
export { layoutscrollup2 as "layoutScrollUp" }