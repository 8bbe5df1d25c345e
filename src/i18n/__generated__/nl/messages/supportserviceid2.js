/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportserviceid2Inputs */

const nl_supportserviceid2 = /** @type {(inputs: Supportserviceid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service-ID`)
};

/**

* @param {Supportserviceid2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const supportserviceid2 = nl_supportserviceid2;
export { supportserviceid2 as "supportServiceId" }