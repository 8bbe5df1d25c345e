/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpopular1Inputs */

const cs_layoutpopular1 = /** @type {(inputs: Layoutpopular1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Oblíbené zboží`)
};

/**

* @param {Layoutpopular1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutpopular1 = cs_layoutpopular1;
export { layoutpopular1 as "layoutPopular" }