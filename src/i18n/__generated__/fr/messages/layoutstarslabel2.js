/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stars: NonNullable<unknown> }} Layoutstarslabel2Inputs */

const fr_layoutstarslabel2 = /** @type {(inputs: Layoutstarslabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stars} sur 5 étoiles`)
};

/**

* @param {Layoutstarslabel2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const layoutstarslabel2 = fr_layoutstarslabel2;
export { layoutstarslabel2 as "layoutStarsLabel" }