/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactchoose1Inputs */

const de_contactchoose1 = /** @type {(inputs: Contactchoose1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte wählen`)
};

/**

* @param {Contactchoose1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const contactchoose1 = de_contactchoose1;
export { contactchoose1 as "contactChoose" }