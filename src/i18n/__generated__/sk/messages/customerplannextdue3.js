/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Customerplannextdue3Inputs */

const sk_customerplannextdue3 = /** @type {(inputs: Customerplannextdue3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`zatiaľ nezaplatené – prebieha splácanie, ďalšia splátka splatná ${i?.date}`)
};

/**

* @param {Customerplannextdue3Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerplannextdue3 = sk_customerplannextdue3;
export { customerplannextdue3 as "customerPlanNextDue" }