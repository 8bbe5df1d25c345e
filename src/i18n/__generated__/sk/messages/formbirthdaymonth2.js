/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdaymonth2Inputs */

const sk_formbirthdaymonth2 = /** @type {(inputs: Formbirthdaymonth2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mesiac`)
};

/**

* @param {Formbirthdaymonth2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const formbirthdaymonth2 = sk_formbirthdaymonth2;
export { formbirthdaymonth2 as "formBirthdayMonth" }