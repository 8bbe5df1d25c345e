/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contactchoose1Inputs */

const sk_contactchoose1 = /** @type {(inputs: Contactchoose1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyberte si`)
};

/**

* @param {Contactchoose1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const contactchoose1 = sk_contactchoose1;
export { contactchoose1 as "contactChoose" }