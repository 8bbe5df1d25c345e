/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutuspsafe2Inputs */

const fr_layoutuspsafe2 = /** @type {(inputs: Layoutuspsafe2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achats sécurisés`)
};

/**

* @param {Layoutuspsafe2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutuspsafe2 = fr_layoutuspsafe2;
export { layoutuspsafe2 as "layoutUspSafe" }