/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdayday2Inputs */

const cs_formbirthdayday2 = /** @type {(inputs: Formbirthdayday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Den`)
};

/**

* @param {Formbirthdayday2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const formbirthdayday2 = cs_formbirthdayday2;
export { formbirthdayday2 as "formBirthdayDay" }