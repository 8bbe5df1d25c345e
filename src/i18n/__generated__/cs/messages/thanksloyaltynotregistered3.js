/* eslint-disable */
import * as registry from '../registry.js'

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ points: NonNullable<unknown>, programmeName: NonNullable<unknown> }} Thanksloyaltynotregistered3Inputs */

const cs_thanksloyaltynotregistered3 = /** @type {(inputs: Thanksloyaltynotregistered3Inputs) => LocalizedString} */ (i) => {const pointsPlural = registry.plural("cs", i?.points, {});
	if (pointsPlural === "one") return /** @type {LocalizedString} */ (`Za tuto objednávku jste mohli získat ${i?.points} bod ${i?.programmeName}. Zaregistrujte se do ${i?.programmeName} a sbírejte body už od příští objednávky.`);
	if (pointsPlural === "few") return /** @type {LocalizedString} */ (`Za tuto objednávku jste mohli získat ${i?.points} body ${i?.programmeName}. Zaregistrujte se do ${i?.programmeName} a sbírejte body už od příští objednávky.`);
	if (pointsPlural === "many") return /** @type {LocalizedString} */ (`Za tuto objednávku jste mohli získat ${i?.points} bodu ${i?.programmeName}. Zaregistrujte se do ${i?.programmeName} a sbírejte body už od příští objednávky.`);
	if (pointsPlural === "other") return /** @type {LocalizedString} */ (`Za tuto objednávku jste mohli získat ${i?.points} bodů ${i?.programmeName}. Zaregistrujte se do ${i?.programmeName} a sbírejte body už od příští objednávky.`);
	return /** @type {LocalizedString} */ ("thanksLoyaltyNotRegistered");
};

/**

* @param {Thanksloyaltynotregistered3Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const thanksloyaltynotregistered3 = cs_thanksloyaltynotregistered3;
export { thanksloyaltynotregistered3 as "thanksLoyaltyNotRegistered" }