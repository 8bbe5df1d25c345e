/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Formbirthdayday2Inputs */

const nl_formbirthdayday2 = /** @type {(inputs: Formbirthdayday2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dag`)
};

/**

* @param {Formbirthdayday2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const formbirthdayday2 = nl_formbirthdayday2;
export { formbirthdayday2 as "formBirthdayDay" }