/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Serverbusy1Inputs */

const de_ch2_serverbusy1 = /** @type {(inputs: Serverbusy1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Shop ist gerade sehr gefragt. Bitte versuchen Sie es in ein paar Sekunden noch einmal.`)
};

/**

* @param {Serverbusy1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const serverbusy1 = de_ch2_serverbusy1;
export { serverbusy1 as "serverBusy" }