/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutscrollup2Inputs */

const cs_layoutscrollup2 = /** @type {(inputs: Layoutscrollup2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nahoru`)
};

/**

* @param {Layoutscrollup2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutscrollup2 = cs_layoutscrollup2;
export { layoutscrollup2 as "layoutScrollUp" }