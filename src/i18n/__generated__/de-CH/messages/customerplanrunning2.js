/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerplanrunning2Inputs */

const de_ch2_customerplanrunning2 = /** @type {(inputs: Customerplanrunning2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`noch offen – laufende Ratenzahlung`)
};

/**

* @param {Customerplanrunning2Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const customerplanrunning2 = de_ch2_customerplanrunning2;
export { customerplanrunning2 as "customerPlanRunning" }