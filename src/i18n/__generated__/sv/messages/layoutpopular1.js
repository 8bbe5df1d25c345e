/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Layoutpopular1Inputs */

const sv_layoutpopular1 = /** @type {(inputs: Layoutpopular1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Populära artiklar`)
};

/**

* @param {Layoutpopular1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutpopular1 = sv_layoutpopular1;
export { layoutpopular1 as "layoutPopular" }