/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stars: NonNullable<unknown> }} Layoutstarslabel2Inputs */

const sv_layoutstarslabel2 = /** @type {(inputs: Layoutstarslabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stars} av 5 stjärnor`)
};

/**

* @param {Layoutstarslabel2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layoutstarslabel2 = sv_layoutstarslabel2;
export { layoutstarslabel2 as "layoutStarsLabel" }