/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stars: NonNullable<unknown> }} Layoutstarslabel2Inputs */

const de_ch2_layoutstarslabel2 = /** @type {(inputs: Layoutstarslabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stars} von 5 Sternen`)
};

/**

* @param {Layoutstarslabel2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const layoutstarslabel2 = de_ch2_layoutstarslabel2;
export { layoutstarslabel2 as "layoutStarsLabel" }