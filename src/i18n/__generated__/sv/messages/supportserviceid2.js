/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Supportserviceid2Inputs */

const sv_supportserviceid2 = /** @type {(inputs: Supportserviceid2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Service-ID`)
};

/**

* @param {Supportserviceid2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const supportserviceid2 = sv_supportserviceid2;
export { supportserviceid2 as "supportServiceId" }