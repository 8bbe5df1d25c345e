/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutuspsafe2Inputs */

const sv_layoutuspsafe2 = /** @type {(inputs: Layoutuspsafe2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trygg shopping`)
};

/**

* @param {Layoutuspsafe2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutuspsafe2 = sv_layoutuspsafe2;
export { layoutuspsafe2 as "layoutUspSafe" }