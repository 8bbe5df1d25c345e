/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutuspsafe2Inputs */

const cs_layoutuspsafe2 = /** @type {(inputs: Layoutuspsafe2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezpečný nákup`)
};

/**

* @param {Layoutuspsafe2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutuspsafe2 = cs_layoutuspsafe2;
export { layoutuspsafe2 as "layoutUspSafe" }