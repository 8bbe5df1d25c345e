/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutscrollup2Inputs */

const sk_layoutscrollup2 = /** @type {(inputs: Layoutscrollup2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nahor`)
};

/**

* @param {Layoutscrollup2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutscrollup2 = sk_layoutscrollup2;
export { layoutscrollup2 as "layoutScrollUp" }