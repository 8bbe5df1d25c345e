/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Customerplannextdue3Inputs */

const de_ch2_customerplannextdue3 = /** @type {(inputs: Customerplannextdue3Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`noch offen – laufende Ratenzahlung, nächste Rate fällig am ${i?.date}`)
};

/**

* @param {Customerplannextdue3Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerplannextdue3 = de_ch2_customerplannextdue3;
export { customerplannextdue3 as "customerPlanNextDue" }