/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutuspsafe2Inputs */

const sk_layoutuspsafe2 = /** @type {(inputs: Layoutuspsafe2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezpečný nákup`)
};

/**

* @param {Layoutuspsafe2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutuspsafe2 = sk_layoutuspsafe2;
export { layoutuspsafe2 as "layoutUspSafe" }