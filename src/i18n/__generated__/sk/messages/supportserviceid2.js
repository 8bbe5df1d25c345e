/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportserviceid2Inputs */

const sk_supportserviceid2 = /** @type {(inputs: Supportserviceid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service ID`)
};

/**

* @param {Supportserviceid2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const supportserviceid2 = sk_supportserviceid2;
export { supportserviceid2 as "supportServiceId" }