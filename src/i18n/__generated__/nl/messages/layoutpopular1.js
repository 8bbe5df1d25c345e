/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpopular1Inputs */

const nl_layoutpopular1 = /** @type {(inputs: Layoutpopular1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Populaire artikelen`)
};

/**

* @param {Layoutpopular1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layoutpopular1 = nl_layoutpopular1;
export { layoutpopular1 as "layoutPopular" }