/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverbusy1Inputs */

const nl_serverbusy1 = /** @type {(inputs: Serverbusy1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Het is op dit moment erg druk in de shop. Probeer het over een paar seconden opnieuw.`)
};

/**

* @param {Serverbusy1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const serverbusy1 = nl_serverbusy1;
export { serverbusy1 as "serverBusy" }