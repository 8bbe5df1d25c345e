/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ stars: NonNullable<unknown> }} Layoutstarslabel2Inputs */

const sk_layoutstarslabel2 = /** @type {(inputs: Layoutstarslabel2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.stars} z 5 hviezdičiek`)
};

/**

* @param {Layoutstarslabel2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layoutstarslabel2 = sk_layoutstarslabel2;
export { layoutstarslabel2 as "layoutStarsLabel" }