/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverbusy1Inputs */

const cs_serverbusy1 = /** @type {(inputs: Serverbusy1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`O obchod je právě velký zájem. Zkuste to prosím za několik sekund znovu.`)
};

/**

* @param {Serverbusy1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const serverbusy1 = cs_serverbusy1;
export { serverbusy1 as "serverBusy" }