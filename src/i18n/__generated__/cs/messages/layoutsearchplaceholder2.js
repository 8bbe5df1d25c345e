/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutsearchplaceholder2Inputs */

const cs_layoutsearchplaceholder2 = /** @type {(inputs: Layoutsearchplaceholder2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hledaný výraz nebo číslo zboží`)
};

/**

* @param {Layoutsearchplaceholder2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutsearchplaceholder2 = cs_layoutsearchplaceholder2;
export { layoutsearchplaceholder2 as "layoutSearchPlaceholder" }