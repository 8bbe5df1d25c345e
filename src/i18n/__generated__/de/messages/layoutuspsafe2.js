/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutuspsafe2Inputs */

const de_layoutuspsafe2 = /** @type {(inputs: Layoutuspsafe2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sicher einkaufen`)
};

/**

* @param {Layoutuspsafe2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layoutuspsafe2 = de_layoutuspsafe2;
export { layoutuspsafe2 as "layoutUspSafe" }