/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stars: NonNullable<unknown> }} Layoutstarslabel2Inputs */

const cs_layoutstarslabel2 = /** @type {(inputs: Layoutstarslabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stars} z 5 hvězdiček`)
};

/**

* @param {Layoutstarslabel2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layoutstarslabel2 = cs_layoutstarslabel2;
export { layoutstarslabel2 as "layoutStarsLabel" }